import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";

/** Any unknown path. In English on purpose (spec section 2), whatever the chosen language. */
export function NotFoundPage() {
  return (
    <section
      lang="en"
      aria-labelledby="not-found-title"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center"
    >
      <p className="text-7xl font-bold tracking-tight text-gold-strong sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="text-2xl font-semibold sm:text-3xl">
        Oops! Page not found
      </h1>
      <Button asChild size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
