import { Box, Button, Dialog, Flex, Text } from '@sanity/ui';
import styled from 'styled-components';

/** Sanity UI's filled critical button is white on #ef4434, 3.8:1 for its 13 px text (WCAG asks
 * 4.5:1): a deeper red, 5.5:1, and deeper still under the pointer. Its own rules set these
 * variables on the button's class, so ours take the doubled class. */
const CriticalButton = styled(Button)`
  &&:not([data-disabled='true']) {
    --card-bg-color: #c8291b;
    --card-border-color: #c8291b;
    --card-fg-color: #ffffff;
    @media (hover: hover) {
      &:hover {
        --card-bg-color: #b32317;
        --card-border-color: #b32317;
      }
    }
    &:active {
      --card-bg-color: #a01d12;
    }
  }
`;

/** Asks once more before a record is deleted for good; `question` names whose it is. */
export function EraseDialog({
  id,
  header,
  question,
  erasing,
  onCancel,
  onConfirm,
}: {
  id: string;
  header: string;
  question: string;
  erasing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      id={id}
      header={header}
      width={1}
      onClose={onCancel}
      footer={
        <Flex gap={2} justify="flex-end" padding={3}>
          <Button text="Cancel" mode="ghost" onClick={onCancel} disabled={erasing} />
          <CriticalButton text="Erase" tone="critical" onClick={onConfirm} loading={erasing} />
        </Flex>
      }
    >
      <Box padding={4}>
        <Text>{question}</Text>
      </Box>
    </Dialog>
  );
}
