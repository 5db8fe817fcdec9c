import { Counter } from './counter';

export default function Page() {
  return (
    <main>
      <h1>Hello, world</h1>
      <p>The smallest App Router page with one client component: what the framework costs alone.</p>
      <Counter />
    </main>
  );
}
