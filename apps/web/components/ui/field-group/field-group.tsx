import type { FieldControlProps } from './field-controls';
import { Control, ErrorText, Group, Hint, Label, Optional } from './field-group-styles';
import { hintId } from './field-ids';

export interface FieldGroupProps extends Omit<FieldControlProps, 'className' | 'hasHint'> {
  label: string;
  hint?: string;
}

/**
 * A form field's look and wiring: its label, its control, a hint and the error, one below the
 * other. Drawn on the server; only the control and the error are client leaves, reading the value
 * and the error from the form around them (FieldStateProvider).
 */
export function FieldGroup({ label, hint, multiline = false, ...control }: FieldGroupProps) {
  return (
    <Group>
      <Label htmlFor={control.id}>
        {label}
        {control.required ? null : <Optional> (optional)</Optional>}
      </Label>
      <Control {...control} multiline={multiline} $multiline={multiline} hasHint={Boolean(hint)} />
      {hint ? <Hint id={hintId(control.id)}>{hint}</Hint> : null}
      <ErrorText id={control.id} name={control.name} />
    </Group>
  );
}
