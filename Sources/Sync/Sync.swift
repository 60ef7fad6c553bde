// Sync: two-way sync of a local list with a WebDAV collection — To-Do's list with a CalDAV calendar
// of VTODOs (issue 26), FoodPin's restaurants with a CardDAV address book of vCards (issue 27) — that
// never loses the user's data.
//
// Why our own: the GNOME to-do apps that sync lose lists on a first sync against an empty server,
// bring deleted items back, drop other clients' properties, let the last writer win without
// `If-Match`, and keep passwords in their databases. The careful clients (DAVx5, Tasks.org) converged
// on one algorithm; this is it, written for both kinds of collection, over libcurl's easy interface
// and the toolchain's FoundationXML and nothing else. (Not URLSession: the toolchain's keeps half a
// core spinning for as long as an answer is pending — `Tests/SyncTests/CommandLine/SlowServerCPUTests`.)
//
// Parts
//   Engine/      Synchronizer (one sync: push, pull, merge), Pusher (PUT/DELETE, one at a time),
//                Puller (what changed: `sync-collection` from the stored token; a first listing by
//                PROPFIND that stores the CTag, the token asked for by the next sync, since Radicale's
//                first token costs it a write per resource), Fetcher (`multiget`, 100 a request, four in flight,
//                a transaction per answer), RecordApplier, FieldMerge (three-way, field by field),
//                SyncReport, SyncError, Checkpoints (where a test may kill or stop things)
//   Mapping/     SyncMapping: what a kind of record looks like as an iCalendar/vCard resource; the engine
//                knows records only as `SyncFields`. TodoMapping is the VTODO conformance;
//                RestaurantMapping the vCard one (VCard: its structured values and typed lines;
//                CardPhoto, CardPhotoCodec: the card's photo, made and checked by the app's image code).
//   Calendar/    ContentLines: RFC 5545 §3.1 content lines (vCard shares them): unfold, parse, fold, escape;
//                every line it is not asked to change is written back byte for byte.
//   WebDAV/      HTTPClient (Basic auth, bounded bodies, same-origin redirects only, timeouts) over
//                CurlConnection (one libcurl easy handle, kept alive; CCurl is its module map and shim),
//                DAVRequests (PROPFIND, REPORT, MKCALENDAR bodies), XMLTree + Multistatus (FoundationXML),
//                Discovery (RFC 6764, current-user-principal, calendar-home-set, MKCALENDAR)
//   Account/     AccountSetup (sign in, then store: password in the Secret Service, the rest in the
//                database), SecretStore (libsecret's Secret Service, or memory in unit tests)
//   Scheduling/  SyncScheduler (when a window syncs: launch, debounced local changes, a period, the
//                network back, on request; one at a time; back-off; never retrying a refused
//                password), SyncStatus (what the window says), SyncJob (what it runs: a Synchronizer
//                over its own connection). App-agnostic: SyncUI shows it in both apps' windows.
//
// Threading rule
//   A `Synchronizer` and its `SyncLedger` are confined to the thread that calls `sync()`, which is never
//   the main thread of a window (the command line has no window; a window's SyncScheduler runs it on
//   its worker queue). Requests block in libcurl on the calling thread, or, several at once for
//   downloads, on worker threads each with a connection of its own; their results come back to the
//   calling thread, which alone touches the database. Each sync opens its own connection to the store, so a window
//   learns of what it brought exactly as it learns of a terminal's change.
//
// Promises (each one tested in Tests/SyncTests)
//   - A local record is deleted only when the server reported it deleted and it has no local edit.
//   - A first sync — a new account, another server or user, another calendar, a calendar that
//     vanished, a server that emptied — merges both sides by UID; it never mirrors emptiness.
//   - New resources are `PUT UID.ics` with `If-None-Match: *`, edits and deletes carry `If-Match`: a 412
//     merges field by field against the last server text; both sides changing one field keep the later
//     change and record the other (`SyncConflict`); an edit beats a delete.
//   - The sync token (or a first listing's CTag) is stored only after every change it covers is
//     stored: a sync killed anywhere resumes with nothing lost or duplicated.
//   - A resource that is too large, malformed or not ours is skipped with a reason, never deleted on
//     either side; a server that lies, stalls, loops or dies fails that sync with a reason.
//   - Every property, parameter and component a mapping does not map survives our edits byte for byte.
//   - The password lives in the Secret Service only: never in the database, a file, argv, the
//     environment or a log.
import FoodPinModel
import Foundation
