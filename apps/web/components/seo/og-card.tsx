import { ImageResponse } from 'next/og';

import { OG_SIZE } from '@/lib/link-preview-card';
import { palette } from '@/styles/tokens';

interface OgCardProps {
  brand: string;
  eyebrow: string;
  title: string;
}

/**
 * A link-preview image in the site's night palette: the brand, what the page is, and its title.
 * Rendered at build time (and on regeneration) by Next's image renderer, with its bundled font.
 */
export function ogCard({ brand, eyebrow, title }: OgCardProps): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: `linear-gradient(135deg, ${palette.night} 0%, ${palette.nightRaised} 60%, ${palette.violetNight} 100%)`,
        color: palette.onNight,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: palette.primary,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
          }}
        >
          {brand.charAt(0)}
        </div>
        {brand}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div
          style={{
            fontSize: 30,
            color: palette.accentBright,
            textTransform: 'uppercase',
            letterSpacing: 4,
          }}
        >
          {eyebrow}
        </div>
        <div style={{ fontSize: title.length > 60 ? 60 : 72, lineHeight: 1.1 }}>{title}</div>
      </div>
    </div>,
    OG_SIZE,
  );
}

/**
 * An editor's own link-preview image (a URL on Sanity's CDN, already cut to the card's size) as
 * the card. The bytes are fetched here and handed over inline: the card renderer itself refuses
 * to fetch from private addresses, and a CDN that fails must not break the preview, so any
 * failure leaves it undefined and the caller draws the generated card instead.
 */
export async function photoCard(url: string): Promise<ImageResponse | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return undefined;
    const type = response.headers.get('content-type') ?? 'image/jpeg';
    const bytes = Buffer.from(await response.arrayBuffer()).toString('base64');
    return new ImageResponse(
      // eslint-disable-next-line @next/next/no-img-element -- the card renderer draws plain <img>.
      <img
        src={`data:${type};base64,${bytes}`}
        alt=""
        width={OG_SIZE.width}
        height={OG_SIZE.height}
      />,
      OG_SIZE,
    );
  } catch {
    return undefined;
  }
}
