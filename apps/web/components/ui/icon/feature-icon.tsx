/** The pictures editors can choose for a feature card (schema: featureCard.icon). */
export type FeatureIconName = 'currency' | 'token' | 'pos' | 'employees' | 'badge';

const paths: Record<FeatureIconName, React.ReactNode> = {
  currency: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
      <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </>
  ),
  token: (
    <>
      <path d="M12 2.5 20.5 7v10L12 21.5 3.5 17V7z" />
      <path d="M12 7.5 16 10v4l-4 2.5L8 14v-4z" />
    </>
  ),
  pos: (
    <>
      <rect x="5" y="2.5" width="14" height="19" rx="2.5" />
      <rect x="8" y="5.5" width="8" height="5" rx="1" />
      <path d="M8.5 14h.01M12 14h.01M15.5 14h.01M8.5 17.5h.01M12 17.5h.01M15.5 17.5h.01" />
    </>
  ),
  employees: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.3-6 6.5-6s5.9 2.4 6.5 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16.5 14.2c2.6.2 4.4 2.2 5 5" />
    </>
  ),
  badge: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m9 14.5-1.5 7 4.5-2.5 4.5 2.5-1.5-7" />
      <path d="m9.8 9 1.5 1.5 3-3" />
    </>
  ),
};

/** A line icon at 24 px that takes the current text colour; decorative, hidden from assistive technology. */
export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
