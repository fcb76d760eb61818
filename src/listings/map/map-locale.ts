// MapLibre's own control texts (buttons' titles, the map's aria label) in pt-BR. Fixed strings, not in the Lingui
// catalogue: the site is pt-BR only and MapLibre takes them as one object when the map starts.

export const mapLocale = {
  'AttributionControl.ToggleAttribution': 'Mostrar ou ocultar créditos',
  'AttributionControl.MapFeedback': 'Sugerir correção no mapa',
  'FullscreenControl.Enter': 'Tela cheia',
  'FullscreenControl.Exit': 'Sair da tela cheia',
  'GeolocateControl.FindMyLocation': 'Mostrar minha localização',
  'GeolocateControl.LocationNotAvailable': 'Localização indisponível',
  'LogoControl.Title': 'Logotipo do MapLibre',
  'Map.Title': 'Mapa',
  'Marker.Title': 'Marcador no mapa',
  'NavigationControl.ResetBearing': 'Arraste para girar o mapa, clique para voltar ao norte',
  'NavigationControl.ZoomIn': 'Aproximar',
  'NavigationControl.ZoomOut': 'Afastar',
  'Popup.Close': 'Fechar',
  'GlobeControl.Enable': 'Ver como globo',
  'GlobeControl.Disable': 'Ver como plano',
  'TerrainControl.Enable': 'Mostrar relevo',
  'TerrainControl.Disable': 'Ocultar relevo',
  'CooperativeGesturesHandler.WindowsHelpText': 'Use Ctrl + rolagem para aproximar o mapa',
  'CooperativeGesturesHandler.MacHelpText': 'Use ⌘ + rolagem para aproximar o mapa',
  'CooperativeGesturesHandler.MobileHelpText': 'Use dois dedos para mover o mapa',
}
