#!/usr/bin/env python3
"""A tile server and a Nominatim-format geocoder on 127.0.0.1, for tests and benchmarks.

Started by the tests (Sources/TestSupport/MapTestServer.swift), never contacting anything: it prints
its port on the first line of stdout, appends every request it receives to --log as one JSON object
per line ({"time", "path", "userAgent", "ifNoneMatch"}), and serves

  /tiles/{z}/{x}/{y}.png              a 256-pixel PNG made here: a pale colour of its own per tile, a
                                      darker border and a diagonal, so a screenshot shows the tiling
  /tiles/{kind}/{z}/{x}/{y}.png       a hostile tile: kind is garbage (text), giant (a PNG header that
                                      declares 60,000 x 60,000 pixels), oversized (2 MiB of PNG),
                                      slow (a byte a second), missing (404)
  /nominatim/{mode}/search?q=...      Nominatim's jsonv2 answer: mode ok (a small gazetteer of the
                                      tutorial's restaurants and cities, in that order, at most `limit`;
                                      [] for anything else), garbage,
                                      huge (20 MB), slow (a byte a second), deep (arrays nested 100,000
                                      deep), wrongshape ([1, "x", null, {}]), outofrange (lat 999),
                                      error (HTTP 500), empty ([])

Tiles carry an ETag; a request with If-None-Match that matches is answered 304.
"""
import argparse
import http.server
import json
import struct
import sys
import threading
import time
import urllib.parse
import zlib

GAZETTEER = {
    "teakha": ("Teakha", 22.28497, 114.14939, "Tai Ping Shan Street, Sheung Wan, Hong Kong"),
    "cafe deadend": ("Cafe Deadend", 22.28468, 114.14804, "72 Po Hing Fong, Sheung Wan, Hong Kong"),
    "barrafina": ("Barrafina", 51.51399, -0.13169, "54 Frith Street, Soho, London"),
    "hong kong": ("Hong Kong", 22.2793, 114.1628, "Hong Kong, China"),
    "london": ("London", 51.5074, -0.1278, "Greater London, England, United Kingdom"),
    "new york": ("New York", 40.7128, -74.0060, "New York, United States"),
    "sydney": ("Sydney", -33.8688, 151.2093, "New South Wales, Australia"),
}


def png(width, height, rows):
    """A PNG of 8-bit RGB rows (each a bytes of width * 3)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + row for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")


def tile(z, x, y):
    """A 256-pixel tile of its own pale colour, with a darker border and diagonal. Rows are built
    from runs, not pixel by pixel: a tile takes a few milliseconds, so a map's first tiles time the
    app (the foodpin suite's map-open), not this server."""
    seed = (x * 73856093) ^ (y * 19349663) ^ (z * 83492791)
    base = bytes((170 + seed % 70, 190 + (seed >> 8) % 55, 160 + (seed >> 16) % 80))
    edge = bytes(c // 2 for c in base)
    rows = []
    for row in range(256):
        if row < 2 or row > 253:
            rows.append(edge * 256)
            continue
        line = bytearray(base * 256)
        line[0:6] = edge * 2
        line[254 * 3:] = edge * 2
        first, last = max(0, row - 1), min(255, row + 1)
        line[first * 3:(last + 1) * 3] = edge * (last - first + 1)
        rows.append(bytes(line))
    return png(256, 256, rows)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    tiles = {}
    lock = threading.Lock()

    def log_message(self, *args):
        pass

    def do_GET(self):
        with Handler.lock, open(self.server.log_path, "a") as log:
            log.write(json.dumps({
                "time": time.time(),
                "path": self.path,
                "userAgent": self.headers.get("User-Agent"),
                "ifNoneMatch": self.headers.get("If-None-Match"),
            }) + "\n")
        parts = urllib.parse.urlsplit(self.path)
        segments = [s for s in parts.path.split("/") if s]
        try:
            if segments[:1] == ["tiles"]:
                return self.tile(segments[1:])
            if segments[:1] == ["nominatim"] and len(segments) == 3 and segments[2] == "search":
                parameters = urllib.parse.parse_qs(parts.query)
                limit = int(parameters.get("limit", ["10"])[0])
                return self.nominatim(segments[1], parameters.get("q", [""])[0], limit)
        except (BrokenPipeError, ConnectionResetError):
            return
        self.send(404, b"not found", "text/plain")

    def send(self, status, body, kind, extra=None):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (extra or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def trickle(self, kind):
        # No length: the answer ends when the connection closes, which it never does by itself.
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        for _ in range(600):
            self.wfile.write(b"[")
            self.wfile.flush()
            time.sleep(1)

    def tile(self, segments):
        kind = "normal"
        if len(segments) == 4:
            kind, segments = segments[0], segments[1:]
        if len(segments) != 3 or not segments[2].endswith(".png"):
            return self.send(404, b"no such tile", "text/plain")
        z, x, y = int(segments[0]), int(segments[1]), int(segments[2][:-4])
        if kind == "garbage":
            return self.send(200, b"<html>this is not a tile</html>", "image/png")
        if kind == "giant":
            header = struct.pack(">IIBBBBB", 60000, 60000, 8, 2, 0, 0, 0)
            body = b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + header + b"\0\0\0\0"
            return self.send(200, body, "image/png")
        if kind == "oversized":
            return self.send(200, tile(z, x, y) + b"\0" * (2 << 20), "image/png")
        if kind == "slow":
            return self.trickle("image/png")
        if kind == "missing":
            return self.send(404, b"no such tile", "text/plain")
        etag = '"%d-%d-%d"' % (z, x, y)
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        key = (z, x, y)
        with Handler.lock:
            body = Handler.tiles.get(key)
        if body is None:
            body = tile(z, x, y)
            with Handler.lock:
                Handler.tiles[key] = body
        self.send(200, body, "image/png", {"ETag": etag})

    def nominatim(self, mode, query, limit):
        kind = "application/json"
        if mode == "garbage":
            return self.send(200, b"\x00\xff<html>Service Unavailable</html>", kind)
        if mode == "huge":
            return self.send(200, b"[" + b'{"lat":"1","lon":"2","display_name":"x"},' * 500000 + b"{}]", kind)
        if mode == "slow":
            return self.trickle(kind)
        if mode == "deep":
            return self.send(200, b"[" * 100000 + b"]" * 100000, kind)
        if mode == "wrongshape":
            return self.send(200, b'[1, "x", null, {}, {"lat": [], "lon": {}}]', kind)
        if mode == "outofrange":
            body = [{"place_id": 1, "lat": "999", "lon": "-400", "display_name": "Nowhere", "name": "Nowhere",
                     "boundingbox": ["1", "2"]}]
            return self.send(200, json.dumps(body).encode(), kind)
        if mode == "error":
            return self.send(500, b"internal error", "text/plain")
        if mode == "empty":
            return self.send(200, b"[]", kind)
        places = []
        for key, (name, lat, lon, address) in GAZETTEER.items():
            if key in query.lower():
                places.append({
                    "place_id": len(places) + 1, "osm_type": "node", "osm_id": 1000 + len(places),
                    "lat": "%.7f" % lat, "lon": "%.7f" % lon, "category": "amenity", "type": "restaurant",
                    "place_rank": 30, "importance": 0.5, "addresstype": "amenity", "name": name,
                    "display_name": name + ", " + address,
                    "address": {"amenity": name, "city": address.split(", ")[-2] if ", " in address else name,
                                "country": address.split(", ")[-1], "country_code": "xx"},
                    "boundingbox": ["%.7f" % (lat - 0.001), "%.7f" % (lat + 0.001), "%.7f" % (lon - 0.001),
                                    "%.7f" % (lon + 0.001)],
                })
        self.send(200, json.dumps(places[:limit]).encode(), kind)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log", required=True, help="file to append each request to, one JSON object a line")
    arguments = parser.parse_args()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.log_path = arguments.log
    open(arguments.log, "a").close()
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
