import { useEffect, useRef, useState } from 'react';
import { Form, InputGroup } from 'react-bootstrap';
import { ui } from '../../i18n/ui';

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  delay?: number;
  placeholder?: string;
  hint?: string;
  /** What the field is called (a filter's name); the list's keyword by default. */
  label?: string;
  maxLength?: number;
}

/** A search field that reports after the user pauses typing (or presses Enter). */
export function SearchBox({ value, onSearch, delay = 400, placeholder = ui.list.search, hint, label = ui.list.searchLabel, maxLength = 100 }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward changes q in the URL: the box follows.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (q: string) => {
    clearTimeout(timer.current);
    if (q.trim() !== value) onSearch(q.trim());
  };

  return (
    <Form role="search" onSubmit={(e) => { e.preventDefault(); report(text); }} className="list-search">
      <InputGroup>
        <InputGroup.Text className="bg-body"><i className="bi bi-search" aria-hidden="true" /></InputGroup.Text>
        <Form.Control
          type="search"
          value={text}
          placeholder={placeholder}
          title={hint}
          aria-label={label}
          maxLength={maxLength}
          onChange={(e) => {
            const q = e.target.value;
            setText(q);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => report(q), delay);
          }}
        />
      </InputGroup>
    </Form>
  );
}
