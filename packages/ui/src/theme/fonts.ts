// The console's typeface ships with it (Inter, variable weight), so every machine renders
// the same text: the same look for users and byte-stable visual baselines in tests.
import '@fontsource-variable/inter';
