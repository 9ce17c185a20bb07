vcl 4.1;
# Varnish standing in for Oxygen's full-page cache: the same criteria, nothing more.
# A response is kept only when it answers a GET with 2xx/3xx, carries a public
# Oxygen-Cache-Control with a non-zero max-age or s-maxage, and a Vary header.
# Its lifetime is s-maxage (else max-age); stale-while-revalidate becomes grace.

import std;

backend storefront {
  .host = "127.0.0.1";
  .port = "__BACKEND_PORT__";
  .first_byte_timeout = 60s;
}

sub vcl_recv {
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Oxygen keys on the URL and the Vary headers; a cookie alone does not bypass it.
  return (hash);
}

sub vcl_backend_response {
  # (The traffic replay may put another page policy here: what if the shop sent it.)
  __PAGE_POLICY__
  if (bereq.method == "GET"
      && beresp.status >= 200 && beresp.status < 400
      && beresp.http.Oxygen-Cache-Control ~ "(?i)(^|,)\s*public\s*(,|$)"
      && beresp.http.Oxygen-Cache-Control ~ "(?i)(^|[ ,])(s-maxage|max-age)=0*[1-9]"
      && beresp.http.Vary) {
    if (beresp.http.Oxygen-Cache-Control ~ "(?i)s-maxage=[0-9]+") {
      set beresp.ttl = std.duration(regsub(beresp.http.Oxygen-Cache-Control, "(?i)^.*s-maxage=([0-9]+).*$", "\1s"), 0s);
    } else {
      set beresp.ttl = std.duration(regsub(beresp.http.Oxygen-Cache-Control, "(?i)^.*max-age=([0-9]+).*$", "\1s"), 0s);
    }
    if (beresp.http.Oxygen-Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
      set beresp.grace = std.duration(regsub(beresp.http.Oxygen-Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 0s);
    } else {
      set beresp.grace = 0s;
    }
    # A replayed day runs __TIME_DIVISOR__ times faster than the clock: lifetimes shrink alike.
    # (An Age from the replay's shield is added back: the lifetime starts when this edge fetches.)
    set beresp.ttl = beresp.ttl / __TIME_DIVISOR__ + beresp.age;
    set beresp.grace = beresp.grace / __TIME_DIVISOR__;
    return (deliver);
  }
  # Not cacheable: remember that for a while so requests go straight to the worker.
  set beresp.uncacheable = true;
  set beresp.ttl = 120s / __TIME_DIVISOR__;
  return (deliver);
}

sub vcl_deliver {
  # How old the copy is: a request that waited for another's fetch gets a copy younger than its wait.
  set resp.http.X-Edge-Object-Age = obj.age;
  if (obj.hits > 0) {
    set resp.http.X-Edge-Cache = "HIT";
  } else {
    set resp.http.X-Edge-Cache = "MISS";
  }
}
