'use client';

import { useSyncExternalStore } from 'react';
import styled from 'styled-components';

import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { copyPill } from '@/components/ui/copy-button/copy-pill-styles';
import { theme } from '@/styles/tokens';

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  justify-content: center;
  width: 100%;
`;

const LinkField = styled.input`
  flex: 1 1 16rem;
  min-width: 0;
  max-width: 26rem;
  min-height: ${theme.size.tap};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font: inherit;
  font-size: ${theme.text.sm};
`;

const pill = copyPill({
  border: theme.color.success,
  background: theme.color.surface,
  color: theme.color.success,
});

const Copy = styled(CopyButton)`
  ${pill}
`;

const Share = styled.span`
  ${pill}
`;

const noChange = () => () => undefined;

/**
 * The person's own link, to select, copy, or hand to the device's share sheet (the Web Share API,
 * offered only where the browser has it).
 */
export function ShareLink({ link, text }: { link: string; text: string }) {
  const canShare = useSyncExternalStore(
    noChange,
    () => typeof navigator.share === 'function',
    () => false,
  );
  return (
    <LinkRow>
      <LinkField
        readOnly
        value={link}
        aria-label="Your referral link"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Copy text={link} label="Copy link" />
      {canShare ? (
        <Share>
          <button
            type="button"
            onClick={() => void navigator.share({ text, url: link }).catch(() => undefined)}
          >
            Share…
          </button>
        </Share>
      ) : null}
    </LinkRow>
  );
}
