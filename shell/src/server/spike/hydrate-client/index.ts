// SSR spike: the client side of a server-rendered page, as small as it gets (what the real
// shell's bootstrap would do for an SSR page, see docs/server-rendering-spike.md). Built with the
// shell's webpack config, this entry in place of src/index.ts. The async boundary first.
import('./bootstrap');
