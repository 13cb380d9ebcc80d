/** Shell of the checkout; the screens arrive with the web-app issue. */
export function App() {
  return <main><h1>Gangway</h1></main>;
}
