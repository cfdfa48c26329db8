// snapshot: isolated
import SwiftUI

final class GameBoard: ObservableObject {
    private var cells = Array(repeating: 0, count: 9)

    func play(_ index: Int) {
        objectWillChange.send()
        cells[index] = 1
    }
}

final class Scoreboard: ObservableObject {
    @Published var score = 0
    let board = GameBoard()
}

struct BoardView: View {
    @ObservedObject var board: GameBoard
    @State private var moves = 0

    var body: some View {
        Text("\(moves) moves")
            .onReceive(board.objectWillChange) { moves += 1 }
    }
}
