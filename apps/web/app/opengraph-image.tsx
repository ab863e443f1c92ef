import { OG_SIZE, ogCard } from '@/components/seo/og-card';
import { getSiteSettings } from '@/lib/content';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'The neighbourhood rewards network: one rewards currency across local merchants';

/** The site's link-preview image; articles have their own (app/blog/[slug]). */
export default async function OpenGraphImage() {
  const settings = await getSiteSettings({ published: true });
  return ogCard({
    brand: settings.brandName,
    eyebrow: settings.launchLabel,
    title: settings.tagline,
  });
}
