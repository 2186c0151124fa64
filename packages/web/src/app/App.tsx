/** Placeholder until the shell issue lands. */
export function App() {
  return <main>Halte</main>;
}
