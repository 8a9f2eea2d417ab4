import { useEffect } from 'react';

/** The tab title follows the page's <h1> (in whatever language is showing). */
export function useHeadingTitle(appName: string) {
  useEffect(() => {
    const update = () => {
      const heading = document.querySelector('main h1')?.textContent?.trim();
      const title = heading ? `${heading} · ${appName}` : appName;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.getElementById('root') ?? document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    return () => observer.disconnect();
  }, [appName]);
}
