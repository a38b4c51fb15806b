// @vitest-environment node
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  changedBuildSettings,
  deliverySettings,
  startSettings,
  withoutSecrets,
} from "./config.ts";
import { baseEnv } from "../tests/support/child-env.ts";
import { defaultGateway } from "./http/proxy.ts";

describe("MAIL_RETRY_MS", () => {
  it("is a minute unless set, and stops the start when it is no duration", () => {
    expect(deliverySettings({}).mailRetryMs).toBe(60_000);
    expect(deliverySettings({ MAIL_RETRY_MS: "100" }).mailRetryMs).toBe(100);
    for (const wrong of ["0", "-5", "eine Minute"]) {
      expect(() => deliverySettings({ MAIL_RETRY_MS: wrong })).toThrow(
        `MAIL_RETRY_MS muss eine Anzahl Millisekunden über 0 sein, nicht "${wrong}".`,
      );
    }
  });
});

describe("TRUST_PROXY=gateway", () => {
  // /proc/net/route as a container on a compose network has it: the
  // default route through the network's gateway, 10.89.3.1 (little-endian hex).
  const inAContainer = [
    "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT",
    "eth0\t00000000\t0103590A\t0003\t0\t0\t0\t00000000\t0\t0\t0",
    "eth0\t0003590A\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0",
  ].join("\n");

  it("trusts the one address of the default route's gateway: in the container stack, where a proxy on the host comes from", () => {
    expect(
      deliverySettings({ TRUST_PROXY: "gateway" }, () => inAContainer)
        .trustProxy,
    ).toBe("10.89.3.1");
    expect(
      deliverySettings(
        { TRUST_PROXY: "127.0.0.1, gateway" },
        () => inAContainer,
      ).trustProxy,
    ).toBe("127.0.0.1,10.89.3.1");
    expect(defaultGateway(inAContainer)).toBe("10.89.3.1");
  });

  it("stops the start where there is no default route to read", () => {
    const noRoute = inAContainer.split("\n").slice(0, 1).join("\n");
    for (const table of [
      () => noRoute,
      () => {
        throw new Error("ENOENT: /proc/net/route");
      },
    ])
      expect(() => deliverySettings({ TRUST_PROXY: "gateway" }, table)).toThrow(
        /^TRUST_PROXY muss .*gateway.* sein, nicht "gateway"\.$/,
      );
  });
});

describe("BOUNCE_IMAP_URL", () => {
  it("takes imaps:// anywhere, imap:// only to this machine: the password never crosses a network in clear (issue 45.7)", () => {
    for (const ok of [
      "imaps://bounces:geheim@mail.zunftwerk.de",
      "imaps://bounces:geheim@mail.zunftwerk.de:993/Rueckläufer",
      "imap://bounces:geheim@127.0.0.1:1143",
      "imap://bounces:geheim@127.0.0.2",
      "imap://bounces:geheim@localhost",
      "imap://bounces:geheim@[::1]:143",
    ])
      expect(deliverySettings({ BOUNCE_IMAP_URL: ok }).bounceImapUrl).toBe(ok);
    for (const wrong of [
      "imap://bounces:geheim@mail.zunftwerk.de",
      "imap://bounces:geheim@10.0.0.5:143",
      "imap://bounces:geheim@[2001:db8::1]",
      "imap://bounces:geheim@localhost.zunftwerk.de",
    ]) {
      const start = () => deliverySettings({ BOUNCE_IMAP_URL: wrong });
      expect(start).toThrow(
        'BOUNCE_IMAP_URL muss eine URL mit imaps:// am Anfang (verschlüsselt; mit imap:// ginge das Passwort unverschlüsselt über das Netz: imap:// nur zu einem Server auf diesem Rechner, localhost, 127.0.0.1 oder ::1) sein, nicht "imap://bounces:***@',
      );
      expect(start).not.toThrow("geheim");
    }
  });
});

describe("every setting is checked at start", () => {
  const wrong: [Record<string, string>, string][] = [
    [
      { RATE_LIMIT_MAX: "" },
      'RATE_LIMIT_MAX muss eine ganze Zahl von Eingängen pro Minute über 0 sein, nicht "".',
    ],
    [
      { RATE_LIMIT_MAX: "0" },
      'RATE_LIMIT_MAX muss eine ganze Zahl von Eingängen pro Minute über 0 sein, nicht "0".',
    ],
    [
      { SITE_URL: "www.zunftwerk.de" },
      'SITE_URL muss eine URL mit https:// oder http:// am Anfang sein, nicht "www.zunftwerk.de".',
    ],
    [
      { SMTP_URL: "mail.example.de:587" },
      'SMTP_URL muss eine URL mit smtp:// oder smtps:// am Anfang sein, nicht "mail.example.de:587".',
    ],
    [
      { DATABASE_URL: "localhost/zunftwerk" },
      'DATABASE_URL muss eine URL mit postgres:// oder postgresql:// am Anfang sein, nicht "localhost/zunftwerk".',
    ],
    [
      { NOTIFY_TO: "vertrieb" },
      "NOTIFY_TO muss eine oder mehrere E-Mail-Adressen",
    ],
    [{ MAIL_FROM: "Zunftwerk <info@>" }, "MAIL_FROM muss eine E-Mail-Adresse"],
    [{ BACKUP_KEEP: "sieben" }, "BACKUP_KEEP muss eine ganze Zahl"],
    [{ TRUST_PROXY: "nginx" }, "TRUST_PROXY muss"],
  ];
  it.each(wrong)(
    "%o stops the start with a message naming it",
    (env, message) => {
      expect(() => deliverySettings(env)).toThrow(message);
    },
  );

  it("takes what a real setup sets", () => {
    const settings = deliverySettings({
      SITE_URL: "https://www.zunftwerk.de/",
      SMTP_URL: "smtps://user:pass@mail.zunftwerk.de:465",
      DATABASE_URL: "postgresql://site@db.internal/zunftwerk",
      NOTIFY_TO: "vertrieb@zunftwerk.de, Chefin <chefin@zunftwerk.de>",
      MAIL_FROM: "Zunftwerk <news@zunftwerk.de>",
      TRUST_PROXY: "127.0.0.1, 10.0.0.0/8",
      BACKUP_DIR: "/var/backups/zunftwerk",
      BACKUP_KEEP: "14",
      RATE_LIMIT_MAX: "20",
    });
    expect(settings).toMatchObject({
      siteUrl: "https://www.zunftwerk.de",
      trustProxy: "127.0.0.1,10.0.0.0/8",
      backupDir: "/var/backups/zunftwerk",
      backupKeep: 14,
      rateLimitMax: 20,
    });
    // Unset: the defaults.
    expect(deliverySettings({})).toMatchObject({
      rateLimitMax: 10,
      backupKeep: 7,
      backupDir: undefined,
      smtpUrl: undefined,
    });
  });

  it("npm start stops with the message instead of starting", () => {
    // npm start in a process of its own: what is tested is that the process
    // ends (process.exit(1) in server/main.ts) with the message on stderr.
    const result = spawnSync(process.execPath, ["server/start.ts"], {
      env: { ...baseEnv, RATE_LIMIT_MAX: "", PORT: "0" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Der Server kann nicht starten: RATE_LIMIT_MAX muss eine ganze Zahl von Eingängen pro Minute über 0 sein, nicht "".',
    );
  });
});

describe("a password in a setting", () => {
  it("never reaches the log, however the URL is mistyped", () => {
    for (const [name, value, shown] of [
      [
        "SMTP_URL",
        "smtp:/mailer:Geheim123!@mail.example.de:587",
        "smtp:/mailer:***@mail.example.de:587",
      ],
      ["SMTP_URL", "mailer:Geheim123!@mail.example.de", "mailer:***@"],
      [
        "DATABASE_URL",
        "postgress://zw:Geh@im123!@db:5432/zw",
        "postgress://zw:***@db:5432/zw",
      ],
      [
        "DATABASE_URL",
        "db:5432/zw?user=zw&password=Geheim123!",
        "password=***",
      ],
    ]) {
      // npm start's own process: its exit and its stderr (server/main.ts).
      const result = spawnSync(process.execPath, ["server/start.ts"], {
        env: { ...baseEnv, FORM_DELIVERY: "api", PORT: "0", [name!]: value },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `Der Server kann nicht starten: ${name} muss`,
      );
      expect(result.stderr).toContain(shown);
      expect(result.stderr).not.toContain("Geheim123");
      expect(result.stderr).not.toContain("Geh@im");
    }
  });

  it("is masked in any line that quotes a URL, and nothing else is", () => {
    expect(
      withoutSecrets(
        "connect failed: postgresql://site:s3cr:et@db.internal/zunftwerk and smtps://user:pass@mail.zunftwerk.de:465",
      ),
    ).toBe(
      "connect failed: postgresql://site:***@db.internal/zunftwerk and smtps://user:***@mail.zunftwerk.de:465",
    );
    for (const harmless of [
      "smtp://mail.example.de:587",
      "smtp://user@mail.example.de:25",
      "Zunftwerk <news@zunftwerk.de>",
      "um 10:30 an info@zunftwerk.de",
    ])
      expect(withoutSecrets(harmless)).toBe(harmless);
  });
});

describe("a build setting changed since the build", () => {
  const built = {
    formDelivery: "api" as const,
    siteUrl: "https://www.zunftwerk.de",
  };
  it("makes npm start build again, naming the setting", () => {
    expect(changedBuildSettings(built, {})).toEqual([]);
    expect(
      changedBuildSettings(built, {
        FORM_DELIVERY: "api",
        VITE_SITE_URL: "https://www.zunftwerk.de/",
      }),
    ).toEqual([]);
    expect(
      changedBuildSettings(built, {
        VITE_SITE_URL: "https://www.neue-domain.de",
      }),
    ).toEqual(["VITE_SITE_URL"]);
    expect(
      changedBuildSettings(built, {
        FORM_DELIVERY: "simulated",
        VITE_SITE_URL: "https://www.neue-domain.de",
      }),
    ).toEqual(["FORM_DELIVERY", "VITE_SITE_URL"]);
    // No build yet: whatever is set differs.
    expect(
      changedBuildSettings(undefined, { VITE_SITE_URL: "https://x.de" }),
    ).toEqual(["VITE_SITE_URL"]);
  });
});

describe("LOG_LEVEL", () => {
  it("is info unless set, and stops the start when it is no level", () => {
    expect(startSettings({}).logLevel).toBe("info");
    expect(startSettings({ LOG_LEVEL: " debug " }).logLevel).toBe("debug");
    expect(startSettings({ LOG_LEVEL: "" }).logLevel).toBe("info");
    expect(() => startSettings({ LOG_LEVEL: "laut" })).toThrow(
      'LOG_LEVEL muss fatal, error, warn, info, debug, trace oder silent sein, nicht "laut".',
    );
  });
});
