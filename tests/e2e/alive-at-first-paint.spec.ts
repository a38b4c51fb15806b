import { once } from "node:events";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { MOBILE_ONLY, expect, test } from "./fixtures";

/** What the page showed in one animation frame. */
interface Frame {
  header: boolean;
  button: boolean;
  footer: boolean;
}

/**
 * The menu buttons are painted with the header and answer from then on
 * (decision 026): a page whose rest is still on its way, or never comes,
 * already has a working menu.
 */
test.describe("menu button at first paint", { tag: MOBILE_ONLY }, () => {
  let server: Server;
  let streamUrl: string;
  /** Lets the held back rest of the page go out. */
  let sendRest = () => {};

  test.beforeEach(async ({ baseURL }) => {
    const html = await (await fetch(`${baseURL}/impressum`)).text();
    // Cut after the header, or (?cut=menu) between the menu button and its menu.
    const cuts = {
      header: html.indexOf("</header>") + "</header>".length,
      menu: html.indexOf('<nav id="mobile-navigation"'),
    };
    expect(cuts.menu).toBeGreaterThan(html.indexOf("Menü"));
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    // The page in two parts, everything else from the site's own server.
    server = createServer(async (request, response) => {
      try {
        if (request.url?.startsWith("/impressum")) {
          const cut = request.url.endsWith("?cut=menu")
            ? cuts.menu
            : cuts.header;
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

  test("is painted in the first frame that shows the header, and opens the menu before the rest of the page arrives", async ({
    page,
  }) => {
    // Frame by frame: is the header there yet, is the menu button painted?
    await page.addInitScript(() => {
      const frames: Frame[] = [];
      Object.assign(window, { paintedFrames: frames });
      const look = () => {
        const header = document.querySelector("header");
        const button = header?.querySelector(
          '[popovertarget="mobile-navigation"]',
        );
        frames.push({
          header: header?.checkVisibility() ?? false,
          button:
            button?.checkVisibility({ visibilityProperty: true }) ?? false,
          footer: document.querySelector("body > footer") !== null,
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
    const menuButton = page.getByRole("button", { name: "Menü" });
    await expect(menuButton).toBeVisible();
    const frames = await paintedFrames();
    const first = frames.findIndex((frame) => frame.header);
    expect(first, "a frame with the header").toBeGreaterThanOrEqual(0);
    expect(frames[first]).toEqual({
      header: true,
      button: true,
      footer: false,
    });

    // The rest of the page has not come: the menu works all the same.
    await menuButton.tap();
    const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Kontakt" })).toBeVisible();
    expect((await paintedFrames()).some((frame) => frame.footer)).toBe(false);

    sendRest();
    await expect(page.locator("body > footer")).toBeAttached();
    await expect(menu).toBeVisible();
  });

  test("is never painted before the menu it opens has been parsed", async ({
    page,
  }) => {
    await page.goto(`${streamUrl}?cut=menu`, { waitUntil: "commit" });
    const menuButton = page.getByRole("button", { name: "Menü" });
    await expect(menuButton).toBeAttached();
    // Parsed but not painted: the first frame waits for the menu (rel=expect).
    expect(
      await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            let frames = 0;
            const look = () =>
              ++frames < 10 ? requestAnimationFrame(look) : resolve(true);
            requestAnimationFrame(look);
            setTimeout(() => resolve(false), 1_000);
          }),
      ),
      "frames painted while the menu is missing",
    ).toBe(false);

    sendRest();
    await menuButton.tap();
    await expect(
      page.getByRole("navigation", { name: "Mobile Navigation" }),
    ).toBeVisible();
  });
});
