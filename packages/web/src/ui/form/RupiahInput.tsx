import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { Form, InputGroup } from 'react-bootstrap';
import { caretAfterDigits, groupRupiah, parseRupiah, rupiahSign } from './rupiahDigits';

type ControlProps = Omit<ComponentProps<typeof Form.Control>, 'value' | 'onChange' | 'type' | 'inputMode' | 'size'>;

interface Props extends ControlProps {
  /** Whole rupiah; null (or '') when empty. */
  value: number | null | '';
  onChange: (amount: number | null) => void;
  size?: 'sm' | 'lg';
  /** The error shown under the input, when the form shows it there. */
  feedback?: string;
}

/** A rupiah amount typed with its thousand separators shown as typed (`Rp 2.061.000.000`); the value stays a number. */
export function RupiahInput({ value, onChange, size, feedback, ...control }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const text = groupRupiah(value === '' ? null : value);

  // Adding or removing a dot moves the text under the caret: keep it after the same digits.
  useLayoutEffect(() => {
    if (caret.current === null || !ref.current || document.activeElement !== ref.current) return;
    const at = caretAfterDigits(text, caret.current);
    ref.current.setSelectionRange(at, at);
    caret.current = null;
  }, [text]);

  return (
    <InputGroup hasValidation size={size}>
      <InputGroup.Text>{rupiahSign()}</InputGroup.Text>
      <Form.Control
        {...control}
        ref={ref}
        type="text"
        inputMode="numeric"
        value={text}
        onChange={(e) => {
          const typed = e.target.value;
          caret.current = typed.slice(0, e.target.selectionStart ?? typed.length).replace(/\D/g, '').length;
          onChange(parseRupiah(typed));
        }}
      />
      {feedback && <Form.Control.Feedback type="invalid">{feedback}</Form.Control.Feedback>}
    </InputGroup>
  );
}
