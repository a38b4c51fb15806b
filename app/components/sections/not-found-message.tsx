import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "./section";

interface NotFoundMessageProps {
  code: string;
  /** Fixed by the specification, in English. */
  heading: string;
  text: string;
  homeLink: { label: string; path: string };
  /** Console message the unknown path is logged with. */
  logMessage: string;
}

/**
 * The 404 page's content. The spec's console log of the unknown path is one
 * small inline script: the page needs no framework for it. The server's
 * Content-Security-Policy allows exactly this script by its hash
 * (server/http/security-headers.ts computes it per page).
 */
export function NotFoundMessage({
  code,
  heading,
  text,
  homeLink,
  logMessage,
}: NotFoundMessageProps) {
  // The prerendered page is served for any unknown path: the script reads it from the address bar.
  const logScript = `console.error(${JSON.stringify(logMessage)}, location.pathname);`;
  return (
    <Container className="flex flex-col items-center gap-5 py-20 text-center sm:py-28">
      <p className="text-7xl font-bold tracking-tight text-primary sm:text-8xl">
        {code}
      </p>
      <h1
        tabIndex={-1}
        lang="en"
        className="text-3xl font-bold tracking-tight outline-none sm:text-4xl"
      >
        {heading}
      </h1>
      <p className="max-w-md text-lg text-muted-foreground">{text}</p>
      <Button asChild size="lg">
        <Link reloadDocument to={homeLink.path}>
          {homeLink.label}
        </Link>
      </Button>
      <script dangerouslySetInnerHTML={{ __html: logScript }} />
    </Container>
  );
}
