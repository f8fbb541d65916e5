/**
 * A field's parts in the order of Mantine's `inputWrapperOrder`, the hint under the input: fields
 * side by side then line up whatever their hints' length.
 */
export const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];
