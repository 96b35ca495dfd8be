// A view whose code is fetched the first time it is shown (its own chunk in the build), so the home
// page does not download every game's table, the replays and the rules.
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../../i18n/index.js';

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ComponentChildren {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => (loading ??= load().then((view) => (loaded = view)));
  return function LazyView(props: P) {
    const { t } = useI18n();
    const [View, setView] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (View) return;
      let live = true;
      start().then(
        (view) => live && setView(() => view),
        () => {
          // A failed chunk (a deploy replaced it, the network dropped): a reload fetches it again.
          loading = null;
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [View]);
    if (View) return <View {...props} />;
    return (
      <p class="hint" role="status" data-lazy-view={failed ? 'failed' : 'loading'}>
        {failed ? t.connection.chunkFailed : t.common.loading}
      </p>
    );
  };
}
