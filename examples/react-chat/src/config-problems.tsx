/** Says what is wrong with the build's configuration, instead of a blank page. */
export function ConfigProblems({ problems }: { readonly problems: readonly string[] }) {
  return (
    <main className='page'>
      <h1>This build is not configured</h1>
      <ul>
        {problems.map((problem) => <li key={problem}>{problem}</li>)}
      </ul>
      <p>Set them in examples/react-chat/.env.local (see its README.md) and build again.</p>
    </main>
  );
}
