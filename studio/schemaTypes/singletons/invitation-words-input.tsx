import { invitationFor, type InvitationWords, invitationWordsFrom } from '@brp/core/invitations';
import { Button, Card, Heading, Stack, Text } from '@sanity/ui';
import type { ObjectInputProps } from 'sanity';

/** Whom the preview invites: the example person of the mail samples (@brp/mail). */
const EXAMPLE = { name: 'Grace Hopper', area: '97201' };

/**
 * The invitation e-mail as a person reads it, above its fields: it follows each keystroke, before
 * anything is published, with an example person's name and area in place of the placeholders.
 * A field left empty, too long or refused previews (and is sent) as its default.
 */
export function InvitationWordsInput(props: ObjectInputProps) {
  const words = invitationFor(
    invitationWordsFrom(props.value as Partial<InvitationWords> | undefined),
    EXAMPLE,
  );
  return (
    <Stack gap={5}>
      <Stack gap={3} aria-label="The invitation e-mail">
        <Heading as="h3" size={1}>
          The invitation e-mail
        </Heading>
        <Card padding={4} radius={2} border>
          <Stack gap={4}>
            <Text size={1} muted>
              Subject: {words.subject}
            </Text>
            <Text weight="semibold">{words.heading}</Text>
            {words.body
              .split(/\n\s*\n/)
              .map((paragraph) => paragraph.trim())
              .filter(Boolean)
              .map((paragraph, index) => (
                <Text key={index} size={1}>
                  {paragraph}
                </Text>
              ))}
            <div>
              <Button as="span" mode="default" tone="primary" text={words.button} />
            </div>
            <Text size={1} muted>
              Accepting it leads to {words.onboarding}
            </Text>
          </Stack>
        </Card>
      </Stack>
      {props.renderDefault(props)}
    </Stack>
  );
}
