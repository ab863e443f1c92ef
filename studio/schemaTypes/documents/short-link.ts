import { ShareIcon } from '@sanity/icons/Share';
import {
  campaignTagProblem,
  isShortLinkName,
  SHORT_LINK_NAME_MAX,
  shortLinkTargetProblem,
} from '@brp/core/short-links';
import { defineField, defineType } from 'sanity';

import { ShortLinkNameInput } from './short-link-qr';

/** A campaign tag's field: plain words, checked as the site checks them (@brp/core/short-links). */
const tag = (name: string, title: string, description: string, required = false) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) =>
      rule.custom((value: string | undefined) => {
        if (required && !value) return 'Required: the Sources view groups visits by it.';
        return campaignTagProblem(value) ?? true;
      }),
  });

/**
 * A short link for print: `/go/<name>` redirects to a page of the site with the campaign's UTM
 * tags, so the flyers and posters that carry its QR code show in the Waitlist tool's Sources view.
 * A publish takes effect without a deploy; an unpublished or deleted name answers the site's 404.
 */
export const shortLink = defineType({
  name: 'shortLink',
  title: 'Short link',
  type: 'document',
  icon: ShareIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'slug',
      description: `The link's address: /go/<name>. Lowercase words and hyphens, at most ${SHORT_LINK_NAME_MAX} characters. Once printed, keep it.`,
      components: { input: ShortLinkNameInput },
      validation: (rule) =>
        rule.required().custom((value: { current?: string } | undefined) => {
          const name = value?.current;
          if (!name) return true;
          return isShortLinkName(name)
            ? true
            : `Lowercase letters, digits and single hyphens, at most ${SHORT_LINK_NAME_MAX} characters.`;
        }),
    }),
    defineField({
      name: 'target',
      title: 'Leads to',
      type: 'string',
      description: 'A page of this site, written as its path: /, /about or /#waitlist.',
      validation: (rule) =>
        rule.custom((value: string | undefined) => shortLinkTargetProblem(value) ?? true),
    }),
    tag(
      'campaign',
      'Campaign',
      'utm_campaign: what the print run is for, e.g. spring-launch.',
      true,
    ),
    tag('source', 'Source', 'utm_source: where it is printed, e.g. flyer or poster.', true),
    tag('medium', 'Medium', 'utm_medium: how people reach it, e.g. qr.', true),
    tag('content', 'Content', 'utm_content (optional): which one, e.g. the shop it hangs in.'),
  ],
  initialValue: { source: 'flyer', medium: 'qr' },
  preview: {
    select: { name: 'name.current', target: 'target', campaign: 'campaign' },
    prepare: ({
      name,
      target,
      campaign,
    }: {
      name?: string;
      target?: string;
      campaign?: string;
    }) => ({
      title: name ? `/go/${name}` : 'New short link',
      subtitle: [target, campaign].filter(Boolean).join(' · '),
    }),
  },
});
