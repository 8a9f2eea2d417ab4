// A TypeScript module of the app read at build time (with Vite's module runner), for
// plugins that turn its data into virtual modules. In `npm run dev` an edit to it, or to
// anything it imports, drops the cached copy and the virtual modules and reloads the page.
import { runnerImport, type Plugin } from 'vite';

type Loaded<T> = { module: T; files: string[] };

export function buildTimeModule<T>(file: string, virtualPrefix: string) {
  let loaded: Promise<Loaded<T>> | undefined;
  const read = () =>
    (loaded ??= runnerImport<T>(file).then(({ module, dependencies }) => ({
      module,
      files: [file, ...dependencies],
    })));

  const hooks: Pick<Plugin, 'handleHotUpdate'> = {
    async handleHotUpdate({ file: changed, server }) {
      if (!loaded || !(await loaded).files.includes(changed)) return;
      loaded = undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(virtualPrefix)) server.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
  return { read, hooks };
}
