# The HTTP cache in front of the site's servers (compose.yaml; docs/deployment.md, "An HTTP cache
# in front"). Pages, feeds, the sitemap, link-preview images and `_next/static` are kept, keyed as
# Next varies them; each page carries the content types it was made from as surrogate keys
# (`xkey`), which the publish webhook purges. Drafts, POSTs, `/api/*` and answers that set a
# cookie go straight through. With every server down, kept pages are served for a day (grace).
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

    # Healthy servers: a page past its time is served at most 10 s longer while it is fetched
    # again. No healthy server: whatever is kept, for as long as it is kept (24 h, below).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 10s;
    } else {
        set req.grace = 24h;
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/api/" || req.http.Authorization) {
        return (pass);
    }
    # An editor's preview (Next's draft-mode cookies): never served from the cache, never kept.
    if (req.http.Cookie ~ "(^|;\s*)(__prerender_bypass|__next_preview_data)=") {
        return (pass);
    }
    # No other cookie changes what a server answers (the brand font's mark is the browser's own).
    unset req.http.Cookie;
    return (hash);
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
    # An answer that sets a cookie belongs to one visitor.
    if (beresp.http.Set-Cookie) {
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
    # A failing server does not replace a good page that is being fetched again in the background.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
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
    set resp.body = resp.reason + {"
"};
    return (deliver);
}

sub vcl_deliver {
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
