# The HTTP cache in front of the site's servers (compose.yaml; docs/deployment.md, "An HTTP cache
# in front"). Pages, feeds, the sitemap, link-preview images and `_next/static` are kept, keyed by
# path (not query string) as Next varies them; each page carries the content types it was made
# from as surrogate keys (`xkey`), which the publish webhook purges. Drafts, POSTs, `/api/*` and
# answers that set a cookie go straight through. With every server down, kept pages are served
# for a day (grace). Nothing private, no-store or failed is kept, a 404 a minute at most, and
# neither TRACE nor a method `/_next/*` does not take reaches a server (docs/deployment.md,
# "Hostile traffic").
vcl 4.1;

import std;
import xkey;

# The servers and the director that spreads requests over them: one file per topology (this
# repository's compose.yaml, the tests), so that nothing else changes between them.
include "backends.vcl";

sub vcl_recv {
    # The cache's own health, for an orchestrator or the load balancer in front.
    if (req.url == "/_edge/health") {
        return (synth(200, "OK"));
    }

    # Purge by surrogate keys, for the site's publish webhook only: it sends the shared secret
    # that this cache reads from its environment (EDGE_PURGE_SECRET). Without one, none is taken.
    if (req.method == "PURGE") {
        if (std.getenv("EDGE_PURGE_SECRET") == "" ||
            req.http.x-purge-secret != std.getenv("EDGE_PURGE_SECRET")) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the keys to purge in xkey-purge"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged + " objects"));
    }

    # Next's own files and image optimiser take GET and HEAD, as Next itself answers for its files
    # (405, `Allow: GET, HEAD`): its optimiser would answer a POST with an image it holds.
    if (req.url ~ "^/_next/" && req.method != "GET" && req.method != "HEAD") {
        set req.http.x-allow = "GET, HEAD";
        return (synth(405, "Method Not Allowed"));
    }

    # Healthy servers: a page past its time is served at most 10 s longer while it is fetched
    # again. No healthy server: whatever is kept, for as long as it is kept (24 h, below).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 10s;
    } else {
        set req.grace = 24h;
    }

    # Node cannot hand TRACE (nor CONNECT) to Next; nothing here echoes a request back.
    if (req.method == "TRACE" || req.method == "TRACK" || req.method == "CONNECT") {
        if (req.url ~ "^/api/(revalidate|v1\.0/email/send)(\?|$)") {
            set req.http.x-allow = "POST, OPTIONS";
        } else {
            set req.http.x-allow = "GET, HEAD, OPTIONS";
        }
        return (synth(405, "Method Not Allowed"));
    }
    # Headers Next (or its proxy) reads that are not in the key below: sent by a visitor, one of
    # them would make the answer every other visitor is then served (`x-middleware-prefetch: 1`
    # answers `{}`), or reach what only Next itself may send its server.
    unset req.http.x-middleware-prefetch;
    unset req.http.x-middleware-subrequest;
    unset req.http.x-nextjs-data;
    unset req.http.x-now-route-matches;
    unset req.http.x-matched-path;
    unset req.http.x-prerender-revalidate;
    unset req.http.x-prerender-revalidate-if-generated;
    unset req.http.next-url;
    unset req.http.x-forwarded-host;
    unset req.http.forwarded;
    # Ours (query_of_the_key), never a visitor's.
    unset req.http.x-dropped-query;

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/api/" || req.http.Authorization) {
        return (pass);
    }
    # An editor's preview (Next's draft-mode cookie, 32 hex digits as Next issues it): never
    # served from the cache, never kept. A cookie of another shape is no editor's (the site checks
    # the value itself): it is dropped below like any other, and the page comes from the cache.
    if (req.http.Cookie ~ "(^|;\s*)__prerender_bypass=[0-9a-f]{32}(;|$)") {
        return (pass);
    }
    # No other cookie changes what a server answers (the brand font's mark is the browser's own).
    unset req.http.Cookie;
    call query_of_the_key;
    return (hash);
}

# What is kept is made from its path alone: no page reads its query string on the server (links'
# campaign and referral parameters are read by the page's script, from the address bar). So the
# servers and the key see only the parameters an answer is made from, and `/?utm_source=a`,
# `/?x=1` … are one object, fetched once. Passed requests (`/api/*`, previews) keep theirs.
sub query_of_the_key {
    if (req.url ~ "^/_next/image\?") {
        # The optimiser's image is made from `url`, `w` and `q`, in any order.
        set req.url = std.querysort(req.url);
        set req.url = regsuball(req.url, "(?<=[?&])(?!(?:url|w|q)=)[^&]*(&|$)", "");
    } else if (req.http.rsc) {
        # A client-side navigation's `_rsc`, which Next checks against the headers in the key (and
        # answers without it with a redirect to `?_rsc`, bare when there are none).
        set req.url = regsuball(req.url, "(?<=[?&])(?!_rsc(=|&|$))[^&]*(&|$)", "");
    } else if (req.url ~ "\?") {
        # Kept for a redirect's Location (vcl_deliver), which would carry it from a server.
        set req.http.x-dropped-query = regsub(req.url, "^[^?]*\?", "");
        set req.url = regsub(req.url, "\?.*$", "");
    }
    set req.url = regsub(req.url, "[?&]+$", "");
}

sub vcl_backend_fetch {
    unset bereq.http.x-dropped-query;
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    # What Next varies a page on besides its address: the server-component payload and the
    # prefetches of a client-side navigation (its Vary header). Accept-Encoding is Varnish's own:
    # it asks the servers for gzip and keeps that one body, gunzipped for the rare client without.
    hash_data(req.http.rsc);
    hash_data(req.http.next-router-state-tree);
    hash_data(req.http.next-router-prefetch);
    hash_data(req.http.next-router-segment-prefetch);
    return (lookup);
}

sub vcl_backend_response {
    # An answer that sets a cookie, or says it is private, belongs to one visitor.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Just after a publish, Next serves the page it has marked stale once more while it renders
    # the new one: not kept, so the next request asks again and gets the new page.
    if (beresp.http.x-nextjs-cache == "STALE") {
        set beresp.uncacheable = true;
        set beresp.ttl = 1s;
        return (deliver);
    }
    # A failing server's answer is never kept: a good page being fetched again in the background
    # stays as it is, and a first fetch that failed is tried again by the next request.
    if (beresp.status >= 500) {
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        return (deliver);
    }
    # An address nothing answers (any a visitor makes up) is kept a minute at most.
    if (beresp.status == 404) {
        if (beresp.ttl > 60s) {
            set beresp.ttl = 60s;
        }
        set beresp.grace = 0s;
        return (deliver);
    }
    # Next's permanent redirects (next.config.ts, a trailing slash) say nothing of caching: kept
    # as Varnish keeps a 301 (its default two minutes), so a campaign link to one is fetched once.
    if (beresp.status == 308 && !beresp.http.Cache-Control) {
        set beresp.ttl = 120s;
    }
    # Kept past its time (s-maxage) for a day, for the hours every server may be down.
    set beresp.grace = 24h;
    if (beresp.http.content-type ~ "^(text/|application/(javascript|json|xml|rss\+xml)|image/svg)") {
        set beresp.do_gzip = true;
    }
    return (deliver);
}

# The cache's own answers (health, purges, refusals) in plain text, not Varnish's error page.
sub vcl_synth {
    set resp.http.content-type = "text/plain; charset=utf-8";
    if (resp.status == 405) {
        set resp.http.Allow = req.http.x-allow;
    }
    set resp.body = resp.reason + {"
"};
    return (deliver);
}

sub vcl_deliver {
    # A redirect (`/company/about`, a trailing slash) hands on the visitor's own query string, as
    # the server does, so campaign parameters reach the page they lead to.
    if (resp.status >= 301 && resp.status <= 308 && resp.http.Location &&
        req.http.x-dropped-query) {
        if (resp.http.Location ~ "\?") {
            set resp.http.Location = resp.http.Location + "&" + req.http.x-dropped-query;
        } else {
            set resp.http.Location = resp.http.Location + "?" + req.http.x-dropped-query;
        }
    }
    if (obj.hits > 0) {
        set resp.http.x-cache = "HIT";
    } else {
        set resp.http.x-cache = "MISS";
    }
    # The keys are for caches; visitors need not see what a page was made from.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    return (deliver);
}
