import { once } from "node:events";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { MOBILE_ONLY, expect, test } from "./fixtures";

/** What the page showed in one animation frame. */
interface Frame {
  footer: boolean;
  button: boolean;
}

/**
 * The menu buttons are painted only once they can answer (decision 025): not
 * while the rest of the page is still arriving, and not in the very frame the
 * end of the page is laid out in, but in a later one.
 */
test.describe("menu button at first paint", { tag: MOBILE_ONLY }, () => {
  let server: Server;
  let streamUrl: string;
  /** Lets the held back rest of the page go out. */
  let sendRest = () => {};

  test.beforeEach(async ({ baseURL }) => {
    const html = await (await fetch(`${baseURL}/impressum`)).text();
    const cut = html.indexOf("</header>") + "</header>".length;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    // The page in two parts, everything else from the site's own server.
    server = createServer(async (request, response) => {
      try {
        if (request.url === "/impressum") {
          response.writeHead(200, {
            "content-type": "text/html; charset=utf-8",
          });
          response.write(html.slice(0, cut));
          await rest;
          response.end(html.slice(cut));
          return;
        }
        const upstream = await fetch(`${baseURL}${request.url}`);
        response.writeHead(upstream.status, {
          "content-type": upstream.headers.get("content-type") ?? "",
        });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      } catch {
        response.destroy();
      }
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    streamUrl = `http://127.0.0.1:${port}/impressum`;
  });

  test.afterEach(async () => {
    sendRest();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test("stays hidden while the page arrives and shows a frame after its end", async ({
    page,
  }) => {
    // Frame by frame: does the footer exist yet, is the menu button painted?
    await page.addInitScript(() => {
      const frames: Frame[] = [];
      Object.assign(window, { paintedFrames: frames });
      const look = () => {
        const button = [
          ...document.querySelectorAll("header [popovertarget]"),
        ].find((toggle) => toggle.textContent === "Menü");
        frames.push({
          footer: document.querySelector("body > footer") !== null,
          button:
            button?.checkVisibility({ visibilityProperty: true }) ?? false,
        });
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const paintedFrames = () =>
      page.evaluate(
        () => (window as unknown as { paintedFrames: Frame[] }).paintedFrames,
      );
    await page.goto(streamUrl, { waitUntil: "commit" });
    const menuButton = page.getByRole("button", {
      name: "Menü",
      includeHidden: true,
    });
    // The header is painted, its menu button is not.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(menuButton).toBeAttached();
    await expect(menuButton).toBeHidden();

    sendRest();
    await expect
      .poll(async () => (await paintedFrames()).some((frame) => frame.button))
      .toBe(true);
    const frames = await paintedFrames();
    const end = frames.findIndex((frame) => frame.footer);
    expect(end, "a frame with the footer").toBeGreaterThan(0);
    expect(frames.slice(0, end + 1).some((frame) => frame.button)).toBe(false);

    // Once shown, it answers the first tap.
    await menuButton.tap();
    await expect(
      page.getByRole("navigation", { name: "Mobile Navigation" }),
    ).toBeVisible();
  });
});
