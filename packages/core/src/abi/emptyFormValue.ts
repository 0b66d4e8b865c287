import type { AbiField, AbiFormValue } from './AbiField';

/** The blank input for a type: static arrays and tuples come with all their slots. */
export function emptyFormValue(field: AbiField): AbiFormValue {
  switch (field.kind) {
    case 'bool':
      return false;
    case 'bytes':
      return { format: 'hex', text: '' };
    case 'array':
      return field.length === undefined
        ? []
        : Array.from({ length: field.length }, () => emptyFormValue(field.element));
    case 'tuple':
      return field.fields.map((m) => emptyFormValue(m.field));
    default:
      return '';
  }
}
