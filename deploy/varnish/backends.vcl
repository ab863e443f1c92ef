# The site's two servers of compose.yaml, round-robin, each probed on a cheap route: a server that
# stops answering is left out until it answers again. Tests and other topologies replace this file.
import directors;

probe site_probe {
    .url = "/robots.txt";
    .interval = 5s;
    .timeout = 3s;
    .window = 5;
    .threshold = 3;
}

backend web_1 {
    .host = "web-1";
    .port = "3000";
    .probe = site_probe;
}

backend web_2 {
    .host = "web-2";
    .port = "3000";
    .probe = site_probe;
}

sub vcl_init {
    new site = directors.round_robin();
    site.add_backend(web_1);
    site.add_backend(web_2);
}

sub vcl_recv {
    set req.backend_hint = site.backend();
}
