import styled from 'styled-components';

import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { copyPill } from '@/components/ui/copy-button/copy-pill-styles';
import { theme } from '@/styles/tokens';

import { SelectedOnFocus, ShareButton } from './share-link-controls';

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  justify-content: center;
  width: 100%;
`;

const LinkField = styled(SelectedOnFocus)`
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

const Share = styled(ShareButton)`
  ${pill}
`;

/**
 * The person's own link, to select, copy, or hand to the device's share sheet. Styled here, on
 * the server: styled in a client module, it brought styled-components' runtime to the status
 * page's first load (12.5 KB gzipped), so only the controls' behaviour is client code.
 */
export function ShareLink({ link, text }: { link: string; text: string }) {
  return (
    <LinkRow>
      <LinkField value={link} label="Your referral link" />
      <Copy text={link} label="Copy link" />
      <Share text={text} url={link} />
    </LinkRow>
  );
}
