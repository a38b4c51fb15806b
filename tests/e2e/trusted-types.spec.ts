import { DESKTOP_ONLY, expect, openPage, test } from "./fixtures";

// The pages that run scripts take only Trusted Types at the DOM's injection
// sinks, and no policy can be made: a string can never become markup or a
// script there. The forms' own behaviour under this policy is proven by
// forms.spec.ts and delivery.spec.ts, which run against the same headers.
for (const path of ["/kontakt", "/produkte/coming-soon", "/gibt-es-nicht"]) {
  test(
    `${path}: a string cannot be injected as HTML or as a script's address`,
    { tag: DESKTOP_ONLY },
    async ({ page }) => {
      await openPage(page, path);
      const attempts = await page.evaluate(() => {
        const attempt = (inject: () => void) => {
          try {
            inject();
            return "allowed";
          } catch (error) {
            return error instanceof TypeError ? "TypeError" : String(error);
          }
        };
        return {
          innerHTML: attempt(() => {
            document.body.insertAdjacentElement(
              "beforeend",
              document.createElement("div"),
            )!.innerHTML = "<img src=x onerror=alert(1)>";
          }),
          insertAdjacentHTML: attempt(() =>
            document.body.insertAdjacentHTML("beforeend", "<b>x</b>"),
          ),
          scriptSrc: attempt(() => {
            document.createElement("script").src = "/evil.js";
          }),
          scriptText: attempt(() => {
            document.createElement("script").textContent = "alert(1)";
          }),
          policy: attempt(() => {
            // Not yet in TypeScript's DOM types.
            const { trustedTypes } = window as unknown as {
              trustedTypes: {
                createPolicy(name: string, rules: object): unknown;
              };
            };
            trustedTypes.createPolicy("anything", {
              createHTML: (input: string) => input,
            });
          }),
        };
      });
      expect(attempts).toEqual({
        innerHTML: "TypeError",
        insertAdjacentHTML: "TypeError",
        scriptSrc: "TypeError",
        scriptText: "TypeError",
        policy: "TypeError",
      });
    },
  );
}
