// snapshot: isolated --observe-all
extension Radio {
    convenience init(station: Int) {
        self.init()
        self.station = station
    }
}

extension Radio {
    convenience init(volume: Int) {
        self.init()
        self.volume = volume
    }
}
