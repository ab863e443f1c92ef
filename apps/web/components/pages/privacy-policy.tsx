import { Prose } from '@/components/page/prose';
import { Container, Section } from '@/components/ui/section/section';

/** The policy text. It names every service the site's forms and pages send data to. */
export function PrivacyPolicy({
  brandName,
  contactEmail,
}: {
  brandName: string;
  contactEmail: string;
}) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <Section $tone="light" aria-label="Policy">
      <Container>
        <Prose>
          <p>
            This policy explains what {brandName} collects through this website, why, who processes
            it for us and how long we keep it. The rewards wallet itself will have its own policy
            when it launches.
          </p>
          <h2>What we collect</h2>
          <p>
            <strong>When you join the waitlist</strong> we receive the name, e-mail address and
            location or ZIP code you enter, your phone number if you give one, whether you join as a
            user or a vendor, your company name if you are a vendor, and whether you want launch
            updates.
          </p>
          <p>
            <strong>With a waitlist signup</strong> we also receive your approximate location: when
            the waitlist form loads, your browser asks an IP-geolocation service (ipwho.is) for the
            city, country and approximate coordinates of your IP address, and that result, your IP
            address and your browser’s user-agent string are sent with your signup. We use them only
            to plan where the pilot opens. If the lookup fails, your signup is sent without them.
          </p>
          <p>
            <strong>When you contact support</strong> we receive your name, e-mail address, phone
            number if you give one, and your message.
          </p>
          <h2>Who processes it</h2>
          <ul>
            <li>
              <strong>EmailJS</strong> (emailjs.com) delivers the waitlist and support forms to our
              inbox as e-mail. It processes the form contents for us and keeps them only as long as
              needed to deliver them.
            </li>
            <li>
              <strong>ipwho.is</strong> answers the geolocation lookup described above. It receives
              your IP address when the waitlist form loads.
            </li>
            <li>
              <strong>YouTube (privacy-enhanced mode)</strong> plays the video on our home page.
              Nothing is loaded from YouTube until you press play; it then applies its own policy.
            </li>
            <li>
              <strong>Sanity</strong> hosts the images and text of this site. It does not receive
              information about you beyond what any web host sees.
            </li>
          </ul>
          <h2>Cookies and tracking</h2>
          <p>
            This site sets no advertising or analytics cookies. Your browser stores a timestamp of
            your last form submission so that a form cannot be sent again within a few seconds.
          </p>
          <h2>How long we keep it</h2>
          <p>
            We keep waitlist signups until the pilot in your area opens and for twelve months
            afterwards, and support messages for as long as we need them to help you, then delete
            them.
          </p>
          <h2>Your rights</h2>
          <p>
            You can ask to see, correct or delete what we hold about you, or stop launch updates, at
            any time by writing to {mail}. We will answer within 30 days.
          </p>
          <h2>Changes</h2>
          <p>If this policy changes, we will update the date at the top of this page.</p>
        </Prose>
      </Container>
    </Section>
  );
}
