// What Swift cannot import from GTK 4 and libadwaita: type-check and cast macros and variadic calls,
// as plain static inline functions. Keep it small; everything else is called directly.
#include <adwaita.h>
