import { lazy, useState, type ComponentType } from "react";

/**
 * A component downloaded on demand, like React.lazy, which renders at once (without suspending)
 * when its download has finished before it mounts: `preload()` fetched it ahead. React.lazy
 * always suspends on its first render, and a Suspense boundary that showed its fallback keeps it
 * for a moment (React throttles reveals), so a preloaded part would still wait.
 */
export function preloadableComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // asked again on the next use
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    // Chosen once per mount: switching types later would mount the part again.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Chosen {...props} />;
  }
  return { preload, Component };
}
