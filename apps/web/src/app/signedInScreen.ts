// The signed-in first screen's modules behind one dynamic import: imported one by one, each would be a
// chunk of its own re-exporting it from the `signed-in` chunk (a request each, on a phone's connection,
// on the way to the first screen).
export { WelcomePage } from '../areas/supplier/welcome/WelcomePage';
export { FullApp } from './FullApp';
export { HomeLayout } from './layouts/HomeLayout';
