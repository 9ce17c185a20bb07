vcl 4.1;
# A shield between each of the traffic replay's edges and its worker: it keeps every answer the
# edge could keep for the whole replay, so the worker renders each page once and an edge's misses
# never queue behind a busy worker (waiting requests would count as hits). It never changes an answer's headers, and sends no Age (the edge's lifetimes start
# when it fetches, as they would from the worker).

backend storefront {
  .host = "127.0.0.1";
  .port = "__BACKEND_PORT__";
  .first_byte_timeout = 60s;
}

sub vcl_recv {
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # One copy whichever edge asks (each sends its own Host).
  set req.http.Host = "127.0.0.1";
  return (hash);
}

sub vcl_backend_response {
  if (bereq.method == "GET"
      && beresp.status >= 200 && beresp.status < 400
      && beresp.http.Oxygen-Cache-Control ~ "(?i)(^|,)\s*public\s*(,|$)"
      && beresp.http.Vary) {
    set beresp.ttl = 1d;
    set beresp.grace = 0s;
    return (deliver);
  }
  set beresp.uncacheable = true;
  set beresp.ttl = 1d;
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.Age;
  # Whether the worker answered this request (its time is then a shopper's miss) or the shield did.
  if (obj.hits > 0) {
    set resp.http.X-Shield = "HIT";
  } else {
    set resp.http.X-Shield = "MISS";
  }
}
