import { Link } from "react-router";
import { Container } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { notFound } from "~/content/not-found";
import { pathOf } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export const meta = () =>
  buildMeta({
    title: notFound.title,
    description: notFound.description,
    noindex: true,
  });

/**
 * The spec's console log of the unknown path, as one small inline script: the
 * page needs no framework for it. The server's Content-Security-Policy allows
 * exactly this script by its hash (server/headers.ts computes it per page).
 */
const notFoundLogScript = `console.error(${JSON.stringify(notFound.logMessage)}, location.pathname);`;

export default function NotFoundPage() {
  return (
    <Container className="flex flex-col items-center gap-5 py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold tracking-tight text-primary sm:text-8xl">
        {notFound.code}
      </p>
      <h1
        tabIndex={-1}
        lang="en"
        className="text-3xl font-bold tracking-tight outline-none sm:text-4xl"
      >
        {notFound.heading}
      </h1>
      <p className="max-w-md text-lg text-muted-foreground">{notFound.text}</p>
      <Button asChild size="lg">
        <Link reloadDocument to={pathOf("home")}>
          {notFound.homeLink}
        </Link>
      </Button>
      <script dangerouslySetInnerHTML={{ __html: notFoundLogScript }} />
    </Container>
  );
}
