// Loaded on demand by MotionProvider: the animation engine stays out of the first load.
export { domAnimation as default } from 'framer-motion';
