import { Box, Button, Dialog, Flex, Text } from '@sanity/ui';

/** Asks once more before a record is deleted for good, naming whose it is. */
export function EraseDialog({
  email,
  erasing,
  onCancel,
  onConfirm,
}: {
  email: string;
  erasing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      id="waitlist-erase"
      header="Erase from the waitlist"
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
        <Text>Erase {email} from the waitlist? This deletes the record; it cannot be undone.</Text>
      </Box>
    </Dialog>
  );
}
