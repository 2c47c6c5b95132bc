// Node module hooks for the server render of demos: a demo's `import './styles.css'` loads as an empty module, because
// Node cannot run CSS and the build adds the stylesheet to the page itself. Plain JavaScript: hooks run on their own thread.
export async function load(url, context, nextLoad) {
  if (/\.css(?:[?#]|$)/.test(url)) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
