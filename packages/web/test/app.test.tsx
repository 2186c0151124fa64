import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { App } from '../src/app/App';

it('renders', () => {
  render(<App />);
  expect(screen.getByText('Halte')).toBeInTheDocument();
});
