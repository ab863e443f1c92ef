import {
  EmployeeBenefits,
  HrisNote,
  ProgramFeatures,
  RewardTypes,
} from '@/components/features/employee-rewards/employee-sections';
import { CtaBand } from '@/components/page/blocks';
import { PageHeader } from '@/components/page/page-header';
import { ScrollToTop } from '@/components/page/scroll-to-top';
import { ButtonLink } from '@/components/ui/button/button';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Employee Rewards',
  description:
    'Gamified training, wellness and performance incentives, rewarded in tokens your team spends locally. Coming in the full release.',
  alternates: { canonical: '/features/employee-rewards' },
});

export default function EmployeeRewardsPage() {
  return (
    <>
      <ScrollToTop />
      <PageHeader
        back={{ section: 'features', label: 'Back to Features' }}
        eyebrow="Feature"
        title="Employee Rewards"
        comingSoon
        subtitle="Gamified training, wellness and performance incentives that reward your team with tokens they can spend locally. Launching in the full release."
      />
      <EmployeeBenefits />
      <ProgramFeatures />
      <RewardTypes />
      <HrisNote />
      <CtaBand
        title="Be first to reward your team"
        text="Businesses on the enterprise waitlist help shape the beta."
      >
        <ButtonLink href="/#waitlist" size="lg">
          Empower Your Team—Join the Enterprise Waitlist
        </ButtonLink>
      </CtaBand>
    </>
  );
}
