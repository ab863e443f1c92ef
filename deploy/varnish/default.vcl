# The HTTP cache in front of the site's servers (compose.yaml; docs/deployment.md, "An HTTP cache
# in front"). Pages, feeds, the sitemap, link-preview images and `_next/static` are kept, keyed by
# path (not query string), the site's name and what Next varies them on; each page carries the
# content types it was made from as surrogate keys (`xkey`), which the publish webhook purges.
# Drafts, POSTs, `/api/*`, a client's own navigations and answers that set a cookie go straight
# through. With every server down, kept pages are served for a day (grace). Nothing private,
# no-store, failed, not found or refused is kept; neither TRACE, nor a method `/_next/*` does not
# take, nor a name the site does not go by (EDGE_SITE_HOSTS) reaches a server. Whatever a visitor
# writes in the address, the Host or Next's router headers, what is kept grows only with the
# site's own pages (docs/deployment.md, "Hostile traffic").
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

    call site_name;

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
    call router_headers_of_the_key;
    call query_of_the_key;
    return (hash);
}

# The site's name, from Host (varnishd moves an absolute-form address's there too). Capitals, a
# port or a trailing dot spell the same name: a server is asked with, and the key holds, the one
# spelling. The operator lists the names the site goes by in EDGE_SITE_HOSTS (compose.yaml: its
# SITE_DOMAIN); any other is refused here with 421 Misdirected Request, so no made-up name reaches
# a server, makes an object, or serves the site under a domain someone else points here. With
# none listed every name is the one site, and the name is not in the key (vcl_hash): the answers
# do not depend on it (their links and redirects are paths; canonical addresses come from the
# site's own NEXT_PUBLIC_SITE_URL).
sub site_name {
    if (req.http.host) {
        set req.http.host = std.tolower(regsub(req.http.host, "\.?(:[0-9]*)?$", ""));
    }
    if (std.getenv("EDGE_SITE_HOSTS") == "") {
        return;
    }
    # A regex in VCL is a literal, so the list cannot become one: the name is written before the
    # list, and a back-reference finds it there, whole, between commas.
    if ("," + req.http.host + ", ," +
        std.tolower(regsuball(std.getenv("EDGE_SITE_HOSTS"), "[\s,]+", ",")) + "," !~
        "^(,[^, ]+,) .*\1") {
        return (synth(421, "Misdirected Request"));
    }
}

# Next's router headers, as Next reads them (next/dist/server/base-server.js, app-page's
# parse-request-headers.js): `rsc` counts only as "1", `next-router-prefetch` as "1" (a static
# prefetch; "2" and "3" come with a router state), `next-router-segment-prefetch` only beside it.
# Any other value is dropped rather than keyed, and the header set once, so a server reads what
# the key says: a value a visitor writes there makes no new object. The segment's name stays as
# sent: Next answers one it did not prerender with a 404, which is not kept (vcl_backend_response).
# A router state tree is the open page of one client (its layout, what it already holds): a
# navigation that sends one passes, as Next answers it for that client alone.
# `next-url`, the page a client navigates from, reaches a server with a navigation only: Next
# checks `_rsc` against it, then drops it unless the route intercepts (and says so in Vary, which
# vcl_backend_response does not keep). Dropped here too, Next's check failed: each prefetch was
# redirected, and Next's router asked again and again, about fourteen times a second.
sub router_headers_of_the_key {
    if (req.http.rsc != "1" || req.url ~ "^/_next/") {
        unset req.http.rsc;
        unset req.http.next-router-state-tree;
        unset req.http.next-router-prefetch;
        unset req.http.next-router-segment-prefetch;
        unset req.http.next-url;
        return;
    }
    set req.http.rsc = "1";
    if (req.http.next-router-state-tree) {
        return (pass);
    }
    if (req.http.next-router-prefetch == "1") {
        set req.http.next-router-prefetch = "1";
    } else {
        unset req.http.next-router-prefetch;
    }
    if (req.http.next-router-prefetch && req.http.next-router-segment-prefetch ~ ".") {
        set req.http.next-router-segment-prefetch = req.http.next-router-segment-prefetch;
    } else {
        unset req.http.next-router-segment-prefetch;
    }
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
        # A navigation's `_rsc`, a hash of its router headers and `next-url` that Next checks (and
        # answers with a redirect to the right one when it differs or is missing: bare when there
        # are none). Not in the key (vcl_hash): the headers it hashes are, as Next reads them.
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
    # A navigation's `_rsc` (query_of_the_key) is only Next's check of the headers below, which
    # any visitor can make up a value for: the payload is the same whatever it says.
    if (req.http.rsc) {
        hash_data(regsub(req.url, "\?.*$", ""));
    } else {
        hash_data(req.url);
    }
    # One of the names listed (site_name); with none listed, every name is the one site.
    if (std.getenv("EDGE_SITE_HOSTS") != "") {
        hash_data(req.http.host);
    }
    # What Next varies a page on besides its address (its Vary header), as router_headers_of_the_key
    # left them: the server-component payload and a prefetch's segment. (A router state tree
    # passes.) Accept-Encoding is Varnish's own: it asks the servers for gzip and keeps that one
    # body, gunzipped for the rare client without.
    hash_data(req.http.rsc);
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
    # When a page's time is up (hourly, or each minute for what follows the clock), Next serves it
    # once more while it renders the new one: not kept, so the next request gets the new page.
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
    # Whatever a visitor makes up must not fill the storage: kept, each answer to it would push a
    # page out (least recently used first). So what answers a made-up request is not kept: a 404
    # (any address nothing answers) or any other refusal (4xx); a navigation's answer other than
    # the payload Next gives once it has checked `_rsc` (its redirect to the right `_rsc`, its 404
    # for a segment it never made, one that varies on `next-url`, which is not in the key); a
    # redirect of an address not spelled as the site spells its own (a trailing or doubled slash,
    # a backslash), which Next answers for any address at all. Each costs a server next to nothing
    # (the 404 page is prerendered, a redirect answered before any page is): it is fetched each
    # time. What stays for a second is Varnish's hit-for-miss mark (about 256 bytes, in its
    # transient storage, not the pages'), so that requests for the same address go to a server side
    # by side: with none, varnishd 7.1 sends those that waited on the fetch one after another (50
    # at once for a 404 that takes 300 ms: 15 s, against 1 s).
    if (beresp.status >= 400 ||
        (bereq.http.rsc && (beresp.status != 200 ||
         beresp.http.content-type !~ "^text/x-component" || beresp.http.Vary ~ "(?i)next-url")) ||
        (beresp.status >= 301 && beresp.status <= 308 && beresp.status != 304 &&
         bereq.url !~ "^(/[^/\\]+)+(\?|$)")) {
        # A payload past its time is fetched again with the `_rsc` of whoever asked, made up or
        # not: Next's redirect for a wrong one leaves the good copy as it is.
        if (bereq.is_bgfetch && bereq.http.rsc) {
            return (abandon);
        }
        set beresp.ttl = 1s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Next's permanent redirects (next.config.ts) say nothing of caching: kept as Varnish keeps a
    # 301 (its default two minutes), so a campaign link to one is fetched once.
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
