import { ogCard, photoCard } from '@/components/seo/og-card';
import { getSiteSettings } from '@/lib/content';
import { cardImageUrl } from '@/lib/content/image';
import { OG_SIZE, SITE_CARD_ALT, SITE_CARD_TYPE } from '@/lib/link-preview-card';

export const size = OG_SIZE;
export const contentType = SITE_CARD_TYPE;
export const alt = SITE_CARD_ALT;

/**
 * The site's link-preview image: the editors' own (site settings, "Search and sharing") or the
 * generated card. Articles have their own (app/blog/[slug]).
 */
export default async function OpenGraphImage() {
  const settings = await getSiteSettings({ published: true });
  const photo = settings.seo?.socialImage && cardImageUrl(settings.seo.socialImage, OG_SIZE);
  const card = photo && (await photoCard(photo));
  if (card) return card;
  return ogCard({
    brand: settings.brandName,
    eyebrow: settings.launchLabel,
    title: settings.tagline,
  });
}
