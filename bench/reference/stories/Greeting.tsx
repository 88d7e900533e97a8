/** A trivial component for the reference Storybook. */
export function Greeting({
  name = 'world',
}: {
  /** Who is greeted. @default 'world' */ name?: string;
}) {
  return <p>Hello, {name}!</p>;
}
