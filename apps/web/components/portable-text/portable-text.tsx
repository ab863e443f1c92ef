import { isSafeHref } from '@brp/core/links';
import {
  PortableText as PortableTextRenderer,
  type PortableTextComponents,
  type PortableTextProps,
} from '@portabletext/react';

import { ContentImage } from '../content-image/content-image';
import { Link } from '@/components/ui/link/link';
import type { ImageSource } from '@/lib/content/image';

type ImageBlock = ImageSource & { _type: 'accessibleImage'; _key: string; caption: string | null };

const components: PortableTextComponents = {
  types: {
    accessibleImage: ({ value }: { value: ImageBlock }) => (
      <figure>
        <ContentImage image={value} sizes="(min-width: 800px) 720px, 100vw" />
        {value.caption ? <figcaption>{value.caption}</figcaption> : null}
      </figure>
    ),
  },
  marks: {
    // An unsafe link (one that slipped past the studio) keeps its text and loses its target.
    link: ({ children, value }: { children: React.ReactNode; value?: { href?: string } }) => {
      const href = value?.href;
      if (!href || !isSafeHref(href)) return <>{children}</>;
      if (href.startsWith('/')) return <Link href={href}>{children}</Link>;
      const external = href.toLowerCase().startsWith('https:');
      return (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    },
  },
};

/** Rich text edited in the studio: headings, paragraphs, quotes, lists, links and images. */
export function PortableText({ value }: Pick<PortableTextProps, 'value'>) {
  return <PortableTextRenderer value={value} components={components} />;
}
