import { Box, Button, Dialog, Flex, Text } from '@sanity/ui';

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
          <Button text="Erase" tone="critical" onClick={onConfirm} loading={erasing} />
        </Flex>
      }
    >
      <Box padding={4}>
        <Text>{question}</Text>
      </Box>
    </Dialog>
  );
}
