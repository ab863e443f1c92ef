import { priceFor } from '@brp/core/pricing';
import type { Route } from 'next';
import Link from 'next/link';

import { getAnnouncements, getFeatureCards, getPricingPlans, getSiteSettings } from '@/lib/content';

export default async function HomePage() {
  const [settings, announcements, features, plans] = await Promise.all([
    getSiteSettings(),
    getAnnouncements(),
    getFeatureCards(),
    getPricingPlans(),
  ]);
  return (
    <main>
      <h1>{settings.tagline}</h1>
      <p>{settings.launchLabel}</p>
      <section aria-label="Announcements">
        {announcements.map((item) => (
          <article key={item._id}>
            <h2>{item.title}</h2>
            <p>{item.description}</p>
          </article>
        ))}
      </section>
      <section id="features" aria-label="Features">
        {features.map((card) => (
          <article key={card._id}>
            <h2>
              <Link href={card.href as Route}>{card.title}</Link>
            </h2>
            <p>{card.description}</p>
          </article>
        ))}
      </section>
      <section id="pricing" aria-label="Pricing">
        {plans.map((plan) => (
          <article key={plan._id}>
            <h2>{plan.title}</h2>
            <p>{plan.price === null ? '' : priceFor(plan.price, 'annual')}</p>
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </article>
        ))}
      </section>
    </main>
  );
}
